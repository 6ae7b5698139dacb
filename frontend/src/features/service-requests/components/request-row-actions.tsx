import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestNumberOf } from '../../../lib/service-requests/request-number';

interface RequestRowActionsProps {
  readonly request: ServiceRequestView;
  readonly onView: (request: ServiceRequestView) => void;
  /** Admins only. */
  readonly onEdit?: (request: ServiceRequestView) => void;
  readonly onDelete?: (request: ServiceRequestView) => void;
  /** Buttons of the screen that shows the list (a client's Cancel request), after these. */
  readonly extraActions?: (request: ServiceRequestView) => ReactNode;
}

/** View, Edit and Delete; each button is named with the request's number. */
export function RequestRowActions({
  request,
  onView,
  onEdit,
  onDelete,
  extraActions,
}: RequestRowActionsProps) {
  const { t } = useTranslation('serviceRequests');
  const number = requestNumberOf(request.id);
  return (
    // The row opens the details on click; these buttons do their own thing.
    <Flex gap={4} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={t('list.actions.view')}>
        <Button
          type="text"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('list.actions.viewLabel', { number })}
          onClick={() => onView(request)}
        />
      </Tooltip>
      {onEdit && (
        <Tooltip title={t('list.actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('list.actions.editLabel', { number })}
            onClick={() => onEdit(request)}
          />
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('list.actions.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('list.actions.deleteLabel', { number })}
            onClick={() => onDelete(request)}
          />
        </Tooltip>
      )}
      {extraActions?.(request)}
    </Flex>
  );
}
