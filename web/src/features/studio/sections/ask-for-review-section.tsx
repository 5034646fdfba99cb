import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  List,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '#shared/domain/video-lifecycle';
import { FormError } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { TextAreaField } from '../../../components/text-field';
import { useSession } from '../../../lib/session';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { askForReview, findReviewers, useVideoReview } from '../api/review';
import type { StudioSectionProps } from '../model/sections';
import {
  addReviewer,
  emptyReviewRequest,
  mayAskForReview,
  offeredReviewers,
  removeReviewer,
  reviewPayload,
  type ReviewerChoice,
} from '../model/review-request';

const OUTCOME_COLORS = { running: 'blue', approved: 'green', rejected: 'red', canceled: 'gray' } as const;

/**
 * Section `ask-for-review` (spec 2 §2 "/edit/video/ask-for-review/..."; issue 13): the editor chooses
 * reviewers among the organization's users and adds a comment; each reviewer gets a review task in
 * /tasks (the ask-for-review state machine). The latest review shows with each reviewer's task status and
 * its outcome; when all approve the video is ready to publish, a rejection leaves it a draft.
 */
export function AskForReviewSection({ video, refresh }: StudioSectionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const asker = session.initData?.email ?? '';
  const [awaited, setAwaited] = useState<string | null>(null);
  const review = useVideoReview(video.id, awaited);
  const [form, setForm] = useState(emptyReviewRequest);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ReviewerChoice[]>([]);
  const searching = useDialogSubmit();
  const submit = useDialogSubmit();

  if (review.error) {
    return (
      <Text role="alert">{review.error.status === 403 ? t('admin-no-access') : t('error-generic')}</Text>
    );
  }
  if (!review.data) return <Skeleton height="40" aria-hidden />;
  const view = review.data;
  // Just asked: the form waits until the machine's first task shows the new review.
  const justAsked = awaited !== null && view.review?.reviewId !== awaited;
  const mayAsk = mayAskForReview(view, video.version) && !justAsked;

  const find = () =>
    void searching.run(async () => {
      const q = search.trim();
      setFound(q ? await findReviewers(q) : []);
    });
  const send = () =>
    void submit.run(async () => {
      const asked = await askForReview(reviewPayload(form, video.id, video.version));
      setAwaited(asked.reviewId ?? null);
      setForm(emptyReviewRequest);
      setFound([]);
      setSearch('');
      notify.snackbar(t('review-asked'));
      await review.mutate();
      await refresh();
    });

  return (
    <Stack gap="6" maxW="3xl" data-testid="studio-ask-for-review">
      <Text color="fg.muted">{t('review-intro')}</Text>
      <Text data-testid="review-video-status">
        {t('review-video-status', { status: t(statusLabelKey(view.status)) })}
      </Text>

      {view.review && (
        <Box as="section" aria-labelledby="review-latest-heading" data-testid="review-latest">
          <HStack gap="3" mb="2">
            <Heading as="h2" size="md" id="review-latest-heading">
              {t('review-latest')}
            </Heading>
            <Badge colorPalette={OUTCOME_COLORS[view.review.outcome]} data-testid="review-outcome">
              {t(`review-outcome-${view.review.outcome}`)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('review-asked-by', { email: view.review.requesterEmail, version: view.review.version })}
          </Text>
          {view.review.comment && <Text fontSize="sm">{view.review.comment}</Text>}
          <List.Root mt="2" gap="1" data-testid="review-reviewers">
            {view.review.reviewers.map((r) => (
              <List.Item key={r.taskId} data-testid={`review-reviewer-${r.email}`}>
                {r.email}: {t(`task-status-${r.status}`)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      {mayAsk ? (
        <Box as="section" aria-labelledby="review-ask-heading">
          <Heading as="h2" size="md" id="review-ask-heading" mb="3">
            {t('review-ask')}
          </Heading>
          <Stack gap="4">
            <HStack
              as="form"
              align="end"
              onSubmit={(event) => {
                event.preventDefault();
                find();
              }}
            >
              <Field.Root>
                <Field.Label>{t('review-search')}</Field.Label>
                <Input
                  name="reviewer-search"
                  value={search}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" variant="outline" loading={searching.busy} data-testid="review-search">
                {t('review-search-button')}
              </Button>
            </HStack>
            <FormError error={searching.error} />
            {offeredReviewers(found, form, asker).length > 0 && (
              <List.Root gap="1" aria-label={t('review-found')}>
                {offeredReviewers(found, form, asker).map((u) => (
                  <List.Item key={u.userId}>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setForm((f) => addReviewer(f, u, asker))}
                      data-testid={`review-add-${u.email}`}
                    >
                      {t('review-add', { who: u.name ? `${u.name} (${u.email})` : u.email })}
                    </Button>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <Box>
              <Text fontWeight="medium">{t('review-chosen')}</Text>
              {form.reviewers.length === 0 ? (
                <Text color="fg.muted">{t('review-none-chosen')}</Text>
              ) : (
                <List.Root gap="1" data-testid="review-chosen">
                  {form.reviewers.map((r) => (
                    <List.Item key={r.userId}>
                      <HStack>
                        <Text>{r.email}</Text>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setForm((f) => removeReviewer(f, r.userId))}
                        >
                          {t('review-remove', { who: r.email })}
                        </Button>
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
            <TextAreaField
              label={t('review-comment')}
              name="review-comment"
              rows={3}
              maxLength={2000}
              value={form.comment}
              onChange={(comment) => setForm((f) => ({ ...f, comment }))}
            />
            <FormError error={submit.error} />
            <HStack>
              <Button
                onClick={send}
                loading={submit.busy}
                disabled={form.reviewers.length === 0}
                data-testid="review-submit"
              >
                {t('review-submit')}
              </Button>
            </HStack>
          </Stack>
        </Box>
      ) : (
        view.status !== 'draft' && <Text data-testid="review-not-draft">{t('review-not-draft')}</Text>
      )}
    </Stack>
  );
}
