import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './copy-link.plan';

describeMachinePaths(plan);
