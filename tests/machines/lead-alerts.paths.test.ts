import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-alerts.plan';

describeMachinePaths(plan);
