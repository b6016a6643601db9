// "Mark as shipped": carrier, tracking number (checked against the carrier's format here and again by the
// database), for another carrier its name and optional https link, and the units of each line this parcel
// carries (all that remains by default: a lower number ships in parts).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import {
  CARRIERS,
  EXAMPLES,
  carrierLabel,
  isCarrier,
  shipmentProblems,
  type Carrier,
  type ShipmentProblems,
} from '@/lib/tracking';
import { useCreateShipment } from '@/features/admin/api/fulfilment';
import { fulfilmentErrorKey, shipmentLines, type LineToShip } from '@/features/admin/fulfilment-model';
import { ErrorAlert } from '@/components/ui/alert';

export function ShipmentForm({
  orderId,
  orderNumber,
  lines,
}: {
  orderId: string;
  orderNumber: string;
  lines: LineToShip[];
}) {
  const { t } = useTranslation('admin');
  const create = useCreateShipment();
  const [carrier, setCarrier] = useState<Carrier>('colissimo');
  const [carrierName, setCarrierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<ShipmentProblems>({});
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const open = lines.filter((line) => line.remaining > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = shipmentProblems({ carrier, carrierName, trackingNumber, trackingUrl });
    const chosen = shipmentLines(lines, units);
    setProblems(found);
    setLineProblems(chosen.ok ? {} : chosen.problems);
    if (!chosen.ok && chosen.empty) setFormError(t('fulfilment.errors.linesRequired'));
    if (Object.keys(found).length > 0 || !chosen.ok) return;
    create.mutate(
      { orderId, carrier, carrierName, trackingNumber, trackingUrl, lines: chosen.lines },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.partial
              ? t('fulfilment.shippedPartly', { number: orderNumber, count: answer.remaining })
              : t('fulfilment.shippedAll', { number: orderNumber }),
          );
          setTrackingNumber('');
          setTrackingUrl('');
          setUnits({});
        },
        onError: (error) => setFormError(t(fulfilmentErrorKey(error), { carrier: carrierLabel(carrier) })),
      },
    );
  }

  const numberError =
    problems.trackingNumber === 'required'
      ? t('fulfilment.errors.trackingNumberRequired')
      : problems.trackingNumber === 'format'
        ? t('fulfilment.errors.trackingNumberFormat', { carrier: carrierLabel(carrier, carrierName) })
        : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="shipment-form-title"
      className="mt-3 grid gap-4 rounded-2xl bg-white/60 p-4 md:grid-cols-2"
    >
      <h4 id="shipment-form-title" className="font-medium md:col-span-2">
        {t('fulfilment.formTitle')}
      </h4>
      <SelectField
        label={t('fulfilment.carrier')}
        value={carrier}
        onChange={(event) => {
          if (isCarrier(event.target.value)) setCarrier(event.target.value);
          setProblems({});
        }}
      >
        {CARRIERS.map((value) => (
          <option key={value} value={value}>
            {value === 'other' ? t('fulfilment.otherCarrier') : carrierLabel(value)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('fulfilment.trackingNumber')}
        hint={t('fulfilment.trackingHint', { example: EXAMPLES[carrier] })}
        value={trackingNumber}
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={numberError}
      />
      {carrier === 'other' ? (
        <>
          <Field
            label={t('fulfilment.carrierName')}
            value={carrierName}
            maxLength={60}
            onChange={(event) => setCarrierName(event.target.value)}
            error={
              problems.carrierName ? t(`fulfilment.errors.carrierName.${problems.carrierName}`) : undefined
            }
          />
          <Field
            label={t('fulfilment.trackingUrl')}
            hint={t('fulfilment.trackingUrlHint')}
            type="url"
            inputMode="url"
            value={trackingUrl}
            maxLength={500}
            onChange={(event) => setTrackingUrl(event.target.value)}
            error={problems.trackingUrl ? t('fulfilment.errors.trackingUrlFormat') : undefined}
          />
        </>
      ) : null}
      <fieldset className="md:col-span-2">
        <legend className="text-sm font-medium">{t('fulfilment.unitsLegend')}</legend>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {open.map((line) => (
            <Field
              key={line.id}
              label={t('fulfilment.unitsOf', { name: line.name })}
              hint={t('fulfilment.unitsLeft', { count: line.remaining })}
              inputMode="numeric"
              value={units[line.id] ?? String(line.remaining)}
              onChange={(event) => setUnits((all) => ({ ...all, [line.id]: event.target.value }))}
              error={
                lineProblems[line.id]
                  ? t(`fulfilment.errors.units.${lineProblems[line.id]}`, { count: line.remaining })
                  : undefined
              }
            />
          ))}
        </div>
      </fieldset>
      {formError ? <ErrorAlert className="md:col-span-2">{formError}</ErrorAlert> : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {t('fulfilment.ship')}
        </Button>
      </div>
    </form>
  );
}
