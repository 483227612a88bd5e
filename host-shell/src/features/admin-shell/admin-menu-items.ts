import { MASTERS, type Role } from 'shared-api/contract';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

type MenuRow = MenuEntry & { isAdminOnly?: boolean };

const link = (label: string, to: string, isAdminOnly = false): MenuLink & MenuRow => ({
  kind: 'link',
  label,
  to,
  isAdminOnly,
});

/** The admin menu (docs/product.md section 2, plus Dashboard, Enquiries and Cities), one row per entry. */
const ADMIN_MENU: readonly MenuRow[] = [
  link('Dashboard', '/dashboard'),
  link('Enquiries', '/enquiries'),
  link('Requirements', '/requirements'),
  {
    kind: 'group',
    label: 'Add Project',
    items: [link('Add New Property', '/add_property'), link('Detailed Table', '/table_detail')],
  },
  link('Users', '/add_user', true),
  // A person's data rights: export and erasure (decision 087).
  link('Personal data', '/personal_data', true),
  // Every recorded change: who changed what, and when (decision 098).
  link('Activity', '/activity', true),
  // Every e-mail, WhatsApp and webhook message of the outbox, and retrying a failed one (decision 092).
  link('Messages', '/messages', true),
  ...MASTERS.map((master) => link(master.label, master.route, true)),
];

/** What the signed-in role sees: admins everything, everyone else the property entries. */
export function getAdminMenu(role: Role | null): readonly MenuEntry[] {
  return ADMIN_MENU.filter((entry) => role === 'admin' || !entry.isAdminOnly);
}
