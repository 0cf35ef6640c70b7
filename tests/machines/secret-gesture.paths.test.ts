import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './secret-gesture.plan';

describeMachinePaths(plan);
