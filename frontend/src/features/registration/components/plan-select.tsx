import { servicePlans, type ServicePlan } from '@memorial-care/contracts/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-format';
import { planPriceText } from '../utils/monthly-price';

interface PlanSelectProps {
  readonly id?: string;
  readonly value?: ServicePlan;
  readonly onChange?: (plan: ServicePlan) => void;
}

/** The five plans with their monthly price; the open list also says how often we visit. */
export function PlanSelect(props: PlanSelectProps) {
  const { t } = useTranslation('registration');
  const language = useLanguage();

  const priceOf = (plan: ServicePlan) => {
    const price = planPriceText(plan, language);
    return price === null ? t('price.contactUs') : t('price.perMonth', { price });
  };

  return (
    <Select<ServicePlan>
      {...props}
      // Room for all five plans with their descriptions, without scrolling.
      listHeight={320}
      options={servicePlans.map((plan) => ({
        value: plan,
        label: `${t(`plans.${plan}`)} — ${priceOf(plan)}`,
      }))}
      optionRender={(option) => {
        const plan = option.value as ServicePlan;
        return (
          <div className="plan-option">
            <span className="plan-option__name">{t(`plans.${plan}`)}</span>
            <span className="plan-option__price">{priceOf(plan)}</span>
            <span className="plan-option__description">{t(`planDescriptions.${plan}`)}</span>
          </div>
        );
      }}
    />
  );
}
