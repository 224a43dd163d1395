import type { RefCallBack } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/field.tsx';

/** Ids and ARIA wiring from `FormField` (or the inline editor), with the form's ref to focus the control. */
export type FieldInputControl = FieldControlProps & { ref?: RefCallBack };
