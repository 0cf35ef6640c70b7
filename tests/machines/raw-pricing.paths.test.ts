import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './raw-pricing.plan';

describeMachinePaths(plan);
