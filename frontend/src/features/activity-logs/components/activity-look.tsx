import {
  CalendarOutlined,
  CheckCircleOutlined,
  EuroOutlined,
  InfoCircleOutlined,
  PlusCircleOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

interface ActivityLook {
  readonly color: string;
  readonly icon: ReactNode;
}

// Spec part 2, section 4: these five kinds have a look of their own, others the default one.
const looks: Readonly<Record<string, ActivityLook>> = {
  service_completed: { color: 'green', icon: <CheckCircleOutlined /> },
  service_scheduled: { color: 'blue', icon: <CalendarOutlined /> },
  service_created: { color: 'orange', icon: <PlusCircleOutlined /> },
  payment_received: { color: 'green', icon: <EuroOutlined /> },
  client_registered: { color: 'purple', icon: <UserAddOutlined /> },
};
const defaultLook: ActivityLook = { color: 'default', icon: <InfoCircleOutlined /> };

export const activityLook = (type: string): ActivityLook => looks[type] ?? defaultLook;
