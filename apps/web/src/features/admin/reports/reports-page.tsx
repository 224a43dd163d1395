import { Plus, Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';

/** SPEC §2 "Admin: reports": a placeholder. */
export default function ReportsPage() {
  useDocumentTitle(withBrand('Reportes y Estadísticas'));
  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Reportes y Estadísticas</h1>
        <Button onClick={() => toast({ title: '¡Función no implementada!' })}>
          <Plus aria-hidden="true" />
          Añadir
        </Button>
      </div>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input type="search" disabled placeholder="Buscar reporte..." aria-label="Buscar reporte" className="pl-9" />
      </div>
      <p className="rounded-2xl border border-dashed border-border bg-card p-10 text-center text-muted-foreground">
        Esta sección aún no está implementada.
      </p>
    </section>
  );
}
