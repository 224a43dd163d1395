import { useState } from 'react';
import { UserRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { PersonRow } from '../people/people-api.ts';
import { useDebouncedValue } from '../crud/use-debounced-value.ts';
import { useTravellerSearch } from './manual-sale-api.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The customer's account, when they have one: a search of travellers by name or e-mail. Choosing
 * one links the booking (and its seeds) to that account and fills the contact, which stays
 * editable; without an account the contact is typed.
 */
export function CustomerSearch({
  selected,
  onSelect,
  onClear,
}: {
  selected: PersonRow | null;
  onSelect: (person: PersonRow) => void;
  onClear: () => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const results = useTravellerSearch(settled);

  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-jade-200 bg-jade-50 px-4 py-3">
        <p className="flex min-w-0 items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-jade-700" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Cuenta: </span>
            {`${selected.full_name ?? 'Sin nombre'} · ${selected.email}`}
          </span>
        </p>
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          Quitar cuenta
        </Button>
      </div>
    );
  }

  const term = settled.trim();
  const people = results.data ?? [];
  return (
    <div className="grid gap-2">
      <Field
        label="Buscar cuenta de viajero"
        optional
        hint="Por nombre o correo. Si el cliente no tiene cuenta, escribe sus datos abajo."
      >
        {(p) => (
          <Input
            {...p}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            placeholder="Ej. Rosa o rosa@correo.com"
          />
        )}
      </Field>
      {term.length >= 2 ? (
        <div className="grid gap-1">
          <p role="status" className="text-sm text-muted-foreground">
            {results.isFetching && !results.data
              ? 'Buscando...'
              : results.isError
                ? 'No se pudo buscar. Inténtalo de nuevo.'
                : people.length
                  ? `${people.length === 1 ? '1 cuenta' : `${people.length} cuentas`}: elige una para llenar los datos.`
                  : 'Ninguna cuenta de viajero coincide.'}
          </p>
          {people.length ? (
            <ul aria-label="Cuentas encontradas" className="grid gap-1">
              {people.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setSearch('');
                      onSelect(person);
                    }}
                    className="grid w-full gap-0.5 rounded-xl border border-border bg-white px-3 py-2 text-left hover:border-jade-600 hover:bg-jade-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="font-semibold">{person.full_name ?? 'Sin nombre'}</span>
                    <span className="text-sm break-all text-muted-foreground">
                      {[person.email, person.phone].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
