import { BRAND_NAME } from '@hv/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { AuthView } from './auth-dialog-context.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** docs/product.md §3.1: tabs 'Entrar' and 'Crear Cuenta', plus the forgot-password view with its way back. */
export function AuthDialog({ open, onOpenChange, view, onViewChange, onCloseAutoFocus }: AuthDialogProps) {
  const close = () => onOpenChange(false);
  const { t } = useT('account');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {view === 'forgotPassword' ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('auth.dialog.resetTitle')}</DialogTitle>
              <DialogDescription>{t('auth.dialog.resetDescription')}</DialogDescription>
            </DialogHeader>
            {/* docs/product.md §3.3: a successful request returns to the login view. */}
            <ForgotPasswordForm onBack={() => onViewChange('login')} onSent={() => onViewChange('login')} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('auth.dialog.welcomeTitle', { brand: BRAND_NAME })}</DialogTitle>
              <DialogDescription>{t('auth.dialog.welcomeDescription')}</DialogDescription>
            </DialogHeader>
            <Tabs value={view} onValueChange={(next) => onViewChange(next === 'register' ? 'register' : 'login')}>
              <TabsList>
                <TabsTrigger value="login">{t('auth.dialog.loginTab')}</TabsTrigger>
                <TabsTrigger value="register">{t('auth.dialog.registerTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onSuccess={close} onForgotPassword={() => onViewChange('forgotPassword')} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm onSuccess={close} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
