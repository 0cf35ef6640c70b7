import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './vapi-session.plan';

describeMachinePaths(plan);
