import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './language-suggestion.plan';

describeMachinePaths(plan);
