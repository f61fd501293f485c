// The fleet scenarios of issue 37, in the order they run (the freeze last: it leaves the processes' pools to recover).
import type { Fleet } from '../fleet';
import { freeze } from './freeze';
import { kill } from './kill';
import { publish } from './publish';
import { rolling } from './rolling';
import { smtp } from './smtp';

export interface Scenario {
  name: string;
  title: string;
  /** Prints its figures and bounds; answers whether every bound held. */
  run(fleet: Fleet): Promise<boolean>;
}

export const SCENARIOS: Scenario[] = [publish, rolling, smtp, kill, freeze];
