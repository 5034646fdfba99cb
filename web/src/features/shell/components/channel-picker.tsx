import { Button, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { ChannelDrillDownMenu, type ChannelMenuItem } from '../../../components/channel-drill-down-menu';
import { useShellData } from '../hooks/use-shell-data';
import { channelBadge } from '../../../components/channel-groups';

/** The toolbar's channel picker (old layout): the drill-down menu in a popover. */
export function ChannelPicker() {
  const { t } = useTranslation();
  const { channels, channelHref } = useShellData();
  const [open, setOpen] = useState(false);
  const items: ChannelMenuItem[] = (channels.data ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    parent: c.parent,
    badge: channelBadge(c),
    href: channelHref(c),
  }));
  if (items.length === 0) return null;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" data-testid="channel-picker">
          {t('channels')}
          <LuChevronDown aria-hidden />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Body p="2">
              <ChannelDrillDownMenu items={items} onNavigate={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
