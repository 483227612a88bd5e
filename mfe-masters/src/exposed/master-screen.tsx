import { getMaster, type MasterKey } from 'shared-api/contract';
import { MasterPage } from '../features/masters/components/master-page';

export interface MasterScreenProps {
  masterKey: MasterKey;
}

/**
 * Federated page for every master list route. The host reuses this component across routes, so
 * the key makes a new list start from a clean screen (add mode, its own rows, no stale errors).
 */
export default function MasterScreen({ masterKey }: MasterScreenProps) {
  return <MasterPage key={masterKey} master={getMaster(masterKey)} />;
}
