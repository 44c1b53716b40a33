import { t } from '@myflix/shared'
import { LegalDocument } from './legal-document'

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={[
        { title: t('legal.privacy.collectedTitle'), body: t('legal.privacy.collectedBody') },
        { title: t('legal.privacy.purposeTitle'), body: t('legal.privacy.purposeBody') },
        { title: t('legal.privacy.localTitle'), body: t('legal.privacy.localBody') },
        { title: t('legal.privacy.rightsTitle'), body: t('legal.privacy.rightsBody') },
      ]}
    />
  )
}
