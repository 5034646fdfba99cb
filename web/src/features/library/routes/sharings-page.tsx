import { Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSharings } from '../api/lists';
import { Expandable, ListPage, VideoRow } from '../components/list-parts';

/** /sharings: videos shared with the member, and by the member (5 of each, then show more). */
export function SharingsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSharings();
  const received = data?.received ?? [];
  const sent = data?.sent ?? [];
  return (
    <ListPage title={t('sharings-title')} testId="sharings-page" loading={isLoading} failed={Boolean(error)}>
      <Heading as="h2" size="md">
        {t('sharings-received')}
      </Heading>
      {received.length === 0 ? (
        <Text data-testid="sharings-received-empty">{t('sharings-received-empty')}</Text>
      ) : (
        <Expandable
          items={received}
          testId="sharings-received"
          label={t('sharings-received')}
          render={(s) => (
            <VideoRow key={s.key} video={s.video} testId="sharing-received">
              <Text fontSize="sm">{t('sharings-from', { email: s.fromEmail })}</Text>
              {s.message && (
                <Text fontSize="sm" fontStyle="italic">
                  {s.message}
                </Text>
              )}
            </VideoRow>
          )}
        />
      )}
      <Heading as="h2" size="md">
        {t('sharings-sent')}
      </Heading>
      {sent.length === 0 ? (
        <Text data-testid="sharings-sent-empty">{t('sharings-sent-empty')}</Text>
      ) : (
        <Expandable
          items={sent}
          testId="sharings-sent"
          label={t('sharings-sent')}
          render={(s) => (
            <VideoRow key={s.key} video={s.video} testId="sharing-sent">
              <Text fontSize="sm">{t('sharings-to', { email: s.toEmail })}</Text>
            </VideoRow>
          )}
        />
      )}
    </ListPage>
  );
}
