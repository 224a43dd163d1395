import { useState, type ComponentProps, type ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { RadioGroup } from 'radix-ui';
import { CATALOG_STATUSES, type FieldOption } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import type { FieldControlProps } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/cn.ts';
import type { FieldInputControl } from './field-input-control.ts';
import { chosenValues, galleryEntries, type FormValues } from './form-values.ts';
import { GalleryInput } from './gallery-input.tsx';
import { ImageInput } from './image-input.tsx';
import { PickupsInput, type PickupRow } from './pickups-input.tsx';
import { TravellerTypesInput, type TravellerTypeRow } from './traveller-types-input.tsx';

export interface FormField {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'email'
    | 'password'
    | 'number'
    | 'date'
    | 'time'
    | 'textarea'
    | 'select'
    | 'radio'
    | 'status'
    | 'switch'
    | 'image'
    | 'gallery'
    | 'choices'
    | 'travellerTypes'
    | 'pickups';
  optional?: boolean;
  /** Choices of a `select` or `radio`. */
  options?: readonly string[];
  /** The values of a `choices` field (or of a `select` whose values are not its words), each with its label, in the order shown and stored. */
  choices?: readonly FieldOption[];
  hint?: string;
  /** Only asked when creating (e.g. the password). */
  createOnly?: boolean;
  /** Shown but not editable when editing (e.g. the e-mail). */
  lockedOnEdit?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Rewrites the text as it is typed (e.g. a coupon code in capitals). */
  transform?: (value: string) => string;
  /** Shown, focusable, but not typed into (e.g. a gift card's series, which only `generate` fills). */
  readOnly?: boolean;
  /** Earliest date a `date` input offers (yyyy-MM-dd). */
  min?: string;
  /** A button beside the input that fills it with what `run` returns (e.g. 'Generar'); `run` reports its own failures. */
  generate?: { label: string; run: () => Promise<string | null> };
}

/** What the inline row editor adds to a control: no visible label, the row's form, keys. */
export type ExtraControlProps = Pick<ComponentProps<'input'>, 'form' | 'autoFocus' | 'onKeyDown' | 'aria-label'>;

/** The wiring `FieldInput` needs out of what `FormField` hands its child (the dialog and the row editor). */
export const inputControl = (bound: FieldControlProps & { ref?: RefCallBack }): FieldInputControl => ({
  id: bound.id,
  ref: bound.ref,
  'aria-invalid': bound['aria-invalid'],
  'aria-describedby': bound['aria-describedby'],
  'aria-required': bound['aria-required'],
});

interface FieldInputProps {
  field: FormField;
  control: FieldInputControl;
  value: FormValues[string];
  disabled?: boolean;
  onChange: (value: FormValues[string]) => void;
  extra?: ExtraControlProps;
}

/** The control for one form field, by its kind: shared by the dialog and the inline row editor. */
export function FieldInput({ field, control, value, disabled, onChange, extra }: FieldInputProps) {
  const text = typeof value === 'string' ? value : '';
  const common = { ...control, ...extra, name: field.name, disabled };
  switch (field.kind) {
    case 'textarea': {
      const { onKeyDown: _keys, ...props } = common;
      return <Textarea {...props} value={text} onChange={(e) => onChange(e.target.value)} />;
    }
    case 'select':
    case 'status': {
      const { onKeyDown: _keys, ...props } = common;
      return (
        <Select {...props} value={text} onChange={(e) => onChange(e.target.value)}>
          {field.choices
            ? field.choices.map(([option, label]) => (
                <option key={option} value={option}>
                  {label}
                </option>
              ))
            : (field.kind === 'status' ? CATALOG_STATUSES : (field.options ?? [])).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
        </Select>
      );
    }
    case 'radio':
      return (
        <RadioChoice
          control={control}
          label={extra?.['aria-label'] ?? field.label}
          options={field.options ?? []}
          value={text}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'switch':
      return (
        <span className="flex h-11 items-center">
          <Switch {...control} name={field.name} disabled={disabled} checked={value === true} onCheckedChange={onChange} />
        </span>
      );
    case 'image':
      return (
        <ImageInput
          control={control}
          name={field.name}
          value={value instanceof File || typeof value === 'string' ? value : null}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'choices':
      return (
        <ChoiceList
          control={control}
          label={extra?.['aria-label'] ?? field.label}
          choices={field.choices ?? []}
          value={chosenValues(value)}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'travellerTypes':
      return (
        <TravellerTypesInput
          control={control}
          label={extra?.['aria-label'] ?? field.label}
          value={Array.isArray(value) ? (value as TravellerTypeRow[]) : []}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'pickups':
      return (
        <PickupsInput
          control={control}
          label={extra?.['aria-label'] ?? field.label}
          value={Array.isArray(value) ? (value as PickupRow[]) : []}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'gallery':
      return (
        <GalleryInput control={control} name={field.name} value={galleryEntries(value)} disabled={disabled} onChange={onChange} />
      );
    default: {
      const input = (
        <Input
          {...common}
          type={field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          readOnly={field.readOnly}
          min={field.min}
          value={text}
          onChange={(e) => onChange(field.transform ? field.transform(e.target.value) : e.target.value)}
          className={cn(field.readOnly && 'bg-muted font-mono tracking-wider')}
        />
      );
      return field.generate ? (
        <GenerateInput generate={field.generate} disabled={disabled} onChange={onChange}>
          {input}
        </GenerateInput>
      ) : (
        input
      );
    }
  }
}

interface GenerateInputProps {
  generate: NonNullable<FormField['generate']>;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

function GenerateInput({ generate, disabled, onChange, children }: GenerateInputProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      <Button
        type="button"
        variant="outline"
        disabled={disabled || busy}
        onClick={async () => {
          setBusy(true);
          try {
            const next = await generate.run();
            if (next !== null) onChange(next);
          } finally {
            setBusy(false);
          }
        }}
      >
        {generate.label}
      </Button>
    </div>
  );
}

interface RadioChoiceProps {
  control: FieldInputControl;
  label: string;
  options: readonly string[];
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A few exclusive choices side by side (e.g. MXN / USD); arrow keys move between them. */
function RadioChoice({ control, label, options, value, disabled, onChange }: RadioChoiceProps) {
  return (
    <RadioGroup.Root
      {...control}
      aria-label={label}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
      orientation="horizontal"
      className="inline-flex w-fit gap-1 rounded-xl border border-border bg-card p-1 aria-invalid:border-destructive"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className={cn(
            'inline-flex h-9 min-w-16 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors',
            'text-muted-foreground hover:bg-muted data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          {option}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

interface ChoiceListProps {
  control: FieldInputControl;
  label: string;
  choices: readonly FieldOption[];
  value: string[];
  disabled?: boolean;
  onChange: (value: string[]) => void;
}

/** Several of a few values (e.g. the guide's languages): one checkbox each, ticked in the choices' order. */
function ChoiceList({ control, label, choices, value, disabled, onChange }: ChoiceListProps) {
  // A group takes neither `aria-required` nor a focus ref: the first box takes the ref, so an error focuses it.
  const { ref, 'aria-required': _required, ...group } = control;
  const toggle = (option: string, on: boolean) =>
    onChange(choices.map(([v]) => v).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <div role="group" {...group} aria-label={label} className="flex flex-wrap gap-x-5 gap-y-2 py-1">
      {choices.map(([option, text], i) => (
        <label key={option} className="inline-flex items-center gap-2 text-sm font-medium">
          <Checkbox
            ref={i === 0 ? ref : undefined}
            value={option}
            checked={value.includes(option)}
            disabled={disabled}
            onCheckedChange={(on) => toggle(option, on === true)}
          />
          {text}
        </label>
      ))}
    </div>
  );
}
