import { t } from '@myflix/shared'
import { LegalDocument } from './legal-document'

export function TermsOfService() {
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={[
        { title: t('legal.terms.playerTitle'), body: t('legal.terms.playerBody') },
        { title: t('legal.terms.accountTitle'), body: t('legal.terms.accountBody') },
        { title: t('legal.terms.useTitle'), body: t('legal.terms.useBody') },
        { title: t('legal.terms.liabilityTitle'), body: t('legal.terms.liabilityBody') },
        { title: t('legal.terms.changesTitle'), body: t('legal.terms.changesBody') },
      ]}
    />
  )
}
