import type { TJobCard } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';

/**
 * The gate pass (workshop spec section 2, 'Gate Pass print'): drawn only on paper (the print
 * stylesheet, workshop-styles.css, hides it on screen, from assistive technology too), with the
 * card, the vehicle, the customer, the time out and the lines to sign.
 */
export function GatePass({ card, formats, brandName }: { card: TJobCard; formats: Formats; brandName: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('workshop.jobCard.gatePass.jobCard'), card.jobCardNo],
    [t('workshop.jobCard.gatePass.vehicle'), card.vehicleLabel],
    [t('workshop.jobCard.gatePass.plate'), card.vehicleNumber ?? '–'],
    [t('workshop.jobCard.gatePass.customer'), `${card.customerName}${card.mobileNumber ? ` · ${card.mobileNumber}` : ''}`],
    [t('workshop.jobCard.gatePass.outTime'), card.outAt ? formats.dateTime(card.outAt) : t('workshop.jobCard.gatePass.notOutYet')],
  ];
  return (
    <section className="gate-pass">
      <p className="gate-pass__brand">{brandName}</p>
      <h2 className="gate-pass__title">{t('workshop.jobCard.gatePass.title')}</h2>
      <table className="gate-pass__table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="gate-pass__signatures">
        <p>{t('workshop.jobCard.gatePass.signature')}</p>
        <p>{t('workshop.jobCard.gatePass.customerSignature')}</p>
      </div>
    </section>
  );
}
