import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-meeting.plan';

describeMachinePaths(plan);
