import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './booking.plan';

describeMachinePaths(plan);
