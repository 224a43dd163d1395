import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import { cn } from '@/lib/cn.ts';

/** Signed out: 'Entrar / Crear cuenta'. The auth dialog and the account menu are issue-level follow-ups. */
export function AccountButton({ className }: { className?: string }) {
  const { user } = useAuth();

  if (user) {
    // account menu (Ver Perfil / Admin / Salir): auth issue
    return (
      <span className={cn('inline-flex min-h-11 items-center gap-2 text-sm font-semibold', className)}>
        <UserRound className="size-4" aria-hidden="true" />
        Hola, {user.name || user.email}
      </span>
    );
  }

  return (
    <Button
      variant="primary"
      className={className}
      onClick={() => toast({ title: '¡Función no implementada!', description: 'Muy pronto podrás entrar o crear tu cuenta.' })}
    >
      <UserRound aria-hidden="true" />
      Entrar / Crear cuenta
    </Button>
  );
}
