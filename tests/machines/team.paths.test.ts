import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './team.plan';

describeMachinePaths(plan);
