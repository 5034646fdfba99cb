import { Box, Center, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTenant } from '../../../lib/app-context';
import { adoptTokens, clearSession } from '../amplify';
import { autoLogin } from '../api/auth';
import { rememberLocation, safeInternalPath } from '../model/previous-location';
import { useAuthActions } from '../session/auth-context';

/**
 * /auto-login?token=… (spec 1 §2): a dark blank screen while the token is exchanged (POST
 * /query/autoLogin), then the user is signed in at the token's redirect path. The tokens go where
 * Amplify keeps its own, so refresh and logout work as after a normal sign-in.
 */
export function AutoLoginPage() {
  const { t } = useTranslation();
  const { organization } = useTenant();
  const { completeSignIn } = useAuthActions();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(search).get('token') ?? '';
    void (async () => {
      try {
        const answer = await autoLogin(token);
        // A link of another organization never signs anyone in here.
        if (answer.orgId !== organization.id) throw new Error('The link you have entered is invalid');
        await adoptTokens(organization.userPoolClientId, answer);
        // The route guard sends a newly signed-in user to the remembered location.
        rememberLocation(safeInternalPath(answer.redirectPath) ?? '/home');
        if (!(await completeSignIn())) throw new Error('missing user data');
      } catch {
        await clearSession();
        setFailed(true);
      }
    })();
  }, [search, organization.id, organization.userPoolClientId, completeSignIn]);

  if (failed) {
    return (
      <Center as="main" minH="100dvh" bg="gray.950" color="white" px="6">
        <Stack gap="4" textAlign="center" maxW="md">
          <Heading as="h1" size="xl" color="inherit">
            {t('invalid-link')}
          </Heading>
          <Text color="gray.300">{t('auto-login-failed')}</Text>
          <Link asChild color="white" fontWeight="semibold" textDecoration="underline" alignSelf="center">
            <RouterLink to="/login">{t('go-to-login')}</RouterLink>
          </Link>
        </Stack>
      </Center>
    );
  }
  return (
    <Box
      as="main"
      minH="100dvh"
      bg="gray.950"
      role="status"
      aria-live="polite"
      data-testid="auto-login-screen"
    >
      <VisuallyHidden>{t('signing-you-in')}</VisuallyHidden>
    </Box>
  );
}
