import { Badge, Box, Button, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuGripVertical, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormError } from '../../../components/form-bits';
import { MoveButtons } from '../../../components/move-buttons';
import { useReadableChannels, useTrackCommand, useVideoSearch } from '../api/tracks-admin';
import {
  addRefusal,
  addVideo,
  itemsChanged,
  itemsPayload,
  keyboardTarget,
  moveItem,
  removeVideo,
  type EditorItem,
} from '../model/track-items';
import { commandErrorText } from './track-page';
import { SearchField } from '../../../components/list-table';

const SEARCH_DELAY_MS = 300;

/**
 * The items of a track: videos added by search, re-ordered by dragging a row or from the keyboard (the
 * row's handle: arrow keys, Home, End; or the move buttons), videos removed; "Save items" sends the
 * whole list (setTrackItems). Sub-tracks are items too; they leave by being deleted.
 */
export function TrackItemsEditor({ trackId, saved }: { trackId: string; saved: readonly EditorItem[] }) {
  const { t } = useTranslation();
  const command = useTrackCommand();
  const [items, setItems] = useState<readonly EditorItem[]>(saved);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedNote, setSavedNote] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // A saved list from the server (after a save or a sub-track made elsewhere) replaces the draft.
  const [savedSeen, setSavedSeen] = useState(saved);
  if (saved !== savedSeen) {
    setSavedSeen(saved);
    setItems(saved);
  }
  useEffect(() => {
    if (focusKey) handles.current.get(focusKey)?.focus();
  }, [focusKey, items]);

  const keyOf = (item: EditorItem) => `${item.type}#${item.id}`;
  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    const moved = items[from];
    setItems(next);
    setSavedNote(false);
    if (moved) {
      setFocusKey(keyOf(moved));
      setAnnouncement(
        t('tracks-admin-moved', { name: moved.name, position: next.indexOf(moved) + 1, count: next.length }),
      );
    }
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await command({ type: 'setTrackItems', payload: { trackId, items: itemsPayload(items) } });
      setSavedNote(true);
    } catch (failure) {
      setError(commandErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragFrom.current !== null) move(dragFrom.current, to);
    dragFrom.current = null;
  };

  const changed = itemsChanged(saved, items);
  return (
    <Stack gap="4" data-testid="track-items-editor">
      <Text color="fg.muted" id="track-items-help">
        {t('tracks-admin-items-help')}
      </Text>
      {items.length === 0 ? (
        <Text data-testid="track-items-empty">{t('tracks-admin-items-empty')}</Text>
      ) : (
        <List.Root as="ol" listStyle="none" gap="2" ms="0" aria-label={t('tracks-admin-items')}>
          {items.map((item, index) => (
            <List.Item
              key={keyOf(item)}
              data-testid="track-item"
              data-item-id={item.humanId ?? item.id}
              draggable
              onDragStart={() => {
                dragFrom.current = index;
              }}
              onDragOver={(event: DragEvent) => event.preventDefault()}
              onDrop={onDrop(index)}
              borderWidth="1px"
              borderRadius="md"
              px="2"
              py="1"
            >
              <HStack gap="2" width="100%">
                <IconButton
                  ref={(el: HTMLButtonElement | null) => {
                    if (el) handles.current.set(keyOf(item), el);
                    else handles.current.delete(keyOf(item));
                  }}
                  size="sm"
                  variant="ghost"
                  cursor="grab"
                  aria-label={t('tracks-admin-reorder-handle', {
                    name: item.name,
                    position: index + 1,
                    count: items.length,
                  })}
                  aria-describedby="track-items-help"
                  data-testid="track-item-handle"
                  onKeyDown={(event) => {
                    const to = keyboardTarget(event.key, index, items.length);
                    if (to === null) return;
                    event.preventDefault();
                    move(index, to);
                  }}
                >
                  <LuGripVertical />
                </IconButton>
                <Text flex="1" minW="0" truncate>
                  {index + 1}. {item.name}
                </Text>
                <Badge colorPalette={item.type === 'video' ? 'blue' : 'purple'}>
                  {item.type === 'video' ? t('tracks-admin-kind-video') : t('tracks-admin-kind-subtrack')}
                </Badge>
                <MoveButtons
                  index={index}
                  count={items.length}
                  size="sm"
                  upLabel={t('tracks-admin-move-up', { name: item.name })}
                  downLabel={t('tracks-admin-move-down', { name: item.name })}
                  onMove={move}
                />
                {item.type === 'video' ? (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('tracks-admin-remove', { name: item.name })}
                    onClick={() => {
                      setItems(removeVideo(items, index));
                      setSavedNote(false);
                    }}
                  >
                    <LuTrash2 />
                  </IconButton>
                ) : (
                  <Box width="8" />
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Box aria-live="polite" role="status" srOnly data-testid="track-items-announcement">
        {announcement}
      </Box>
      <FormError error={error} />
      <HStack>
        <Button
          colorPalette="brand"
          onClick={() => void save()}
          loading={busy}
          disabled={!changed}
          data-testid="track-items-save"
        >
          {t('tracks-admin-save-items')}
        </Button>
        {savedNote && !changed ? (
          <Text role="status" data-testid="track-items-saved">
            {t('tracks-admin-items-saved')}
          </Text>
        ) : null}
      </HStack>
      <VideoSearch
        items={items}
        onAdd={(video) => {
          setItems(addVideo(items, video));
          setSavedNote(false);
          setAnnouncement(t('tracks-admin-added', { name: video.name }));
        }}
      />
    </Stack>
  );
}

/** Finds the organization's videos (the search of titles, descriptions and subtitles) to add. */
function VideoSearch({
  items,
  onAdd,
}: {
  items: readonly EditorItem[];
  onAdd: (video: { id: string; name: string; humanId: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useVideoSearch(query);
  const channels = useReadableChannels();
  // A track holds its own organization's videos: channels shared in from others are left out.
  const own = useMemo(
    () => new Map((channels.data ?? []).filter((c) => c.sourceOrgId === c.orgId).map((c) => [c.id, c.name])),
    [channels.data],
  );
  const hits = (found.data?.hits ?? []).filter((h) => own.has(h.channelId));
  return (
    <Box as="section" aria-labelledby="track-add-videos" borderTopWidth="1px" pt="4">
      <Text as="h2" id="track-add-videos" fontWeight="semibold" mb="2">
        {t('tracks-admin-add-videos')}
      </Text>
      <SearchField
        label={t('tracks-admin-search-videos')}
        value={text}
        onChange={setText}
        testId="track-video-search"
        maxW="md"
      />
      {query.trim() && found.data && hits.length === 0 ? (
        <Text mt="2" color="fg.muted" data-testid="track-video-search-empty">
          {t('tracks-admin-search-empty')}
        </Text>
      ) : null}
      {found.error ? (
        <Text mt="2" role="alert">
          {t('error-generic')}
        </Text>
      ) : null}
      <List.Root listStyle="none" ms="0" mt="2" gap="1" aria-label={t('tracks-admin-search-results')}>
        {hits.map((hit) => {
          const refusal = addRefusal(items, hit.videoId);
          return (
            <List.Item key={hit.videoId} data-testid="track-video-hit" data-human-id={hit.humanId}>
              <HStack gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={refusal !== null}
                  onClick={() => onAdd({ id: hit.videoId, name: hit.name, humanId: hit.humanId })}
                  aria-label={
                    refusal === 'duplicate'
                      ? t('tracks-admin-added-named', { name: hit.name })
                      : t('tracks-admin-add-video', { name: hit.name })
                  }
                >
                  <LuPlus aria-hidden />
                  {refusal === 'duplicate' ? t('tracks-admin-added-already') : t('tracks-admin-add')}
                </Button>
                <Text>{hit.name}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {own.get(hit.channelId)}
                </Text>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
