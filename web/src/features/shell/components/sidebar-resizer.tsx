import { Box } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampSidebarWidth, SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH, SIDEBAR_WIDTH } from '../model/sidebar';

const KEY_STEP = 16;

/** Drag (or arrow keys) to resize the sidebar between 240 and 500 px; Home resets it. */
export function SidebarResizer({ width, onResize }: { width: number; onResize: (width: number) => void }) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, width };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const rtl = document.documentElement.dir === 'rtl';
    const delta = (e.clientX - start.current.x) * (rtl ? -1 : 1);
    onResize(clampSidebarWidth(start.current.width + delta));
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') onResize(clampSidebarWidth(width + KEY_STEP));
    else if (e.key === 'ArrowLeft') onResize(clampSidebarWidth(width - KEY_STEP));
    else if (e.key === 'Home') onResize(SIDEBAR_WIDTH);
    else return;
    e.preventDefault();
  };
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={t('resize-sidebar')}
      aria-valuenow={width}
      aria-valuemin={SIDEBAR_MIN_WIDTH}
      aria-valuemax={SIDEBAR_MAX_WIDTH}
      tabIndex={0}
      position="absolute"
      insetEnd="-3px"
      top="0"
      bottom="0"
      width="6px"
      cursor="col-resize"
      zIndex="1"
      _hover={{ bg: 'brand.muted' }}
      _focusVisible={{ bg: 'brand.solid', outline: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onResize(SIDEBAR_WIDTH)}
    />
  );
}
