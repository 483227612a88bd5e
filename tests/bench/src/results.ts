import type { MachineInfo } from './machine';
import type { BenchOptions, Section } from './options';
import type { ApiSectionResult } from './section-api';
import type { FrontendSectionResult } from './section-frontend';
import type { GrowthSectionResult } from './section-growth';
import type { BackupSectionResult } from './section-backup';
import type { OutboxSectionResult } from './section-outbox';
import type { RequirementsSectionResult } from './section-requirements';
import type { SsrSectionResult } from './ssr-results';
import type { UploadSectionResult } from './section-uploads';

/** Everything one bench run measured: the JSON report is this object (plus the budgets). */
export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  machine: MachineInfo;
  options: BenchOptions;
  api?: ApiSectionResult;
  growth?: GrowthSectionResult;
  postgres?: ApiSectionResult;
  postgresGrowth?: GrowthSectionResult;
  ssr?: SsrSectionResult;
  frontend?: FrontendSectionResult;
  uploads?: UploadSectionResult;
  requirements?: RequirementsSectionResult;
  outbox?: OutboxSectionResult;
  backup?: BackupSectionResult;
  /** Sections that failed or were skipped, with the reason. */
  problems: { section: Section; message: string }[];
}
