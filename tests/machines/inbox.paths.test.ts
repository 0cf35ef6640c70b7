import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './inbox.plan';

describeMachinePaths(plan);
