// The SSO pages still import it from here until their own work lands; everything else uses src/lib.
export { useDialogSubmit } from '../../../lib/use-dialog-submit';
