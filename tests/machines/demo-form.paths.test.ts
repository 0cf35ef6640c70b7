import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './demo-form.plan';

describeMachinePaths(plan);
