import { useEffect, useState } from 'react'
import { useOwnerT } from '../i18n'

/** The QR the widget draws from the UPI id (no amount: the widget adds the order's), drawn here as a preview. */
export function UpiQrPreview({ upiId, payee }: { upiId: string; payee: string }) {
  const t = useOwnerT()
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    const link = `upi://pay?pa=${encodeURIComponent(upiId)}&pn=${encodeURIComponent(payee)}&cu=INR`
    void import('qrcode')
      .then(({ toString }) => toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn)}`))
      .catch(() => current && setSvg(null))
    return () => {
      current = false
    }
  }, [upiId, payee])
  return svg ? <img className="ow-settings__qr" src={svg} alt={t('settings.payments.generatedQr', { upiId })} /> : null
}
