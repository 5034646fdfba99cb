import { EventLogView } from '../../../components/event-log-view';
import type { StudioSectionProps } from '../model/sections';

/** Section `event-log` (spec 2 §2): every change to the video, who made it, when, before and after. */
export function EventLogSection({ video }: StudioSectionProps) {
  return <EventLogView source={{ kind: 'subject', type: 'video', id: video.id }} enabled />;
}
