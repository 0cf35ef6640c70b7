import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './page-form.plan';

describeMachinePaths(plan);
