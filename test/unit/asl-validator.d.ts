// asl-validator 4 ships no type declarations: the call the workflow tests make.
declare module 'asl-validator' {
  interface ValidationResult {
    isValid: boolean;
    errors: { 'Error code': string; Message: string }[];
    errorsText(separator?: string): string;
  }
  export default function aslValidator(
    definition: unknown,
    options?: { checkArn?: boolean; checkPaths?: boolean },
  ): ValidationResult;
}
