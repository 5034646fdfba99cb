import { Box } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/select-field';

/**
 * One filter of an admin list's filter bar: a select whose empty first option lets every item through.
 * In a box of its own, so that the bar (a Wrap) keeps each filter at its own width.
 */
export function ListFilter({
  allLabel,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'placeholder'> & { allLabel: string }) {
  return (
    <Box>
      <SelectField placeholder={{ label: allLabel }} {...select} />
    </Box>
  );
}
