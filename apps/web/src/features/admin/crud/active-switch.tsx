import { Switch } from '@/components/ui/switch.tsx';

interface ActiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Names the control for screen readers, e.g. 'Visible: Oaxaca'. */
  label: string;
  disabled?: boolean;
}

/** docs/product.md §5.2: is_active is a visibility switch, toggled independently of the status. */
export function ActiveSwitch({ checked, onChange, label, disabled }: ActiveSwitchProps) {
  return (
    <span className="inline-flex size-11 items-center justify-center" onClick={(event) => event.stopPropagation()}>
      <Switch aria-label={label} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </span>
  );
}
