import { Anchor } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CodeSignIn } from '../../features/sign-in';
import { paths, returnPathIn } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SignedOutCard } from '../shells/signed-out-shell';

/** /login/code: the mobile number of the staff account, then the code texted to it. */
export function CodeSignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { countryCode, mobileDigitCount } = useClientProfile();
  const [isCodeSent, setCodeSent] = useState(false);
  useDocumentTitle(t('workshop.code.heading'));
  return (
    <SignedOutCard
      heading={isCodeSent ? t('workshop.code.codeHeading') : t('workshop.code.heading')}
      intro={isCodeSent ? undefined : t('workshop.code.intro')}
      footer={
        <Anchor component={Link} to={paths.login} fw={500}>
          {t('workshop.code.withPassword')}
        </Anchor>
      }
    >
      <CodeSignIn
        countryCode={countryCode}
        digitCount={mobileDigitCount}
        onCodeSent={setCodeSent}
        onSignedIn={() => void navigate(returnPathIn(search) ?? paths.home, { replace: true })}
      />
    </SignedOutCard>
  );
}
