// jest-dom's matchers (toHaveTextContent, toBeDisabled, toBeChecked…) assert what a user sees;
// importing them here also gives the type checker their declarations.
import '@testing-library/jest-dom/vitest';
