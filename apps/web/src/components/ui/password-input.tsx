import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { Input } from './input.tsx';

/** A password field with a show/hide toggle ('Mostrar contraseña' / 'Ocultar contraseña'). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:text-foreground"
        aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
