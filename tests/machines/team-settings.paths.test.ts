import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './team-settings.plan';

describeMachinePaths(plan);
