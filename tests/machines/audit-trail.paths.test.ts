import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './audit-trail.plan';

describeMachinePaths(plan);
