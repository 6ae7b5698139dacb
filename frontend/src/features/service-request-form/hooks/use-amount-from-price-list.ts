import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { getPriceListQueryOptions } from '../../../lib/price-list/get-price-list';
import { amountFromPriceList, listedPriceOf } from '../utils/amount-from-price-list';
import type { RequestFormValues } from '../utils/request-form-values';

/**
 * A new request: choosing a service type fills the amount from the price list, unless the admin
 * typed one. Off for an edit: a request made keeps its amount, whatever the list says now.
 */
export function useAmountFromPriceList(form: FormInstance<RequestFormValues>, enabled: boolean) {
  const serviceType = Form.useWatch('serviceType', form);
  const prices = useQuery({ ...getPriceListQueryOptions(), enabled });
  const lastFilled = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || !serviceType || !prices.data) return;
    const next = amountFromPriceList(
      form.getFieldValue('amount') as RequestFormValues['amount'],
      lastFilled.current,
      listedPriceOf(prices.data, serviceType),
    );
    if (next === undefined) return;
    lastFilled.current = next;
    form.setFieldValue('amount', next);
  }, [enabled, serviceType, prices.data, form]);
}
