import { Alert, Button, Group, Stack } from '@mantine/core';
import { useClientProfile, useJobBoard, useWorkshopTeam } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { assignablePeople, type TeamMember } from '../../../shared/team';
import { apiQueryOf, boardFiltersOf, boardLinkOf, isFiltered, NO_FILTERS, withChange, type BoardFilters } from '../board-query';
import { BoardFiltersBar } from './board-filters';
import { JobBoardTable } from './job-board-table';
import { StatusChips } from './status-chips';

type JobBoardScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/**
 * The job board (issue 11, part 5): the workshop's cards, searched, filtered and paged by the
 * server, the filters in the address; kept live by the stream. A row opens its card.
 */
export function JobBoardScreen({ me, workshop }: JobBoardScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const { countryCode } = useClientProfile();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => boardFiltersOf(search), [search]);
  const board = useJobBoard(workshop.workshopId, apiQueryOf(filters));
  const people = useWorkshopTeam(workshop.workshopId);
  const { workshopId } = workshop;

  // The team's advisors, and any the board shows who have left it since (their cards stay theirs).
  const advisors = useMemo<TeamMember[]>(() => {
    const seen = (board.data?.items ?? []).flatMap((card) => (card.advisor ? [card.advisor] : []));
    const offered = assignablePeople(people.data, me, { advisor: null, technicians: [] }).advisors;
    return [...new Map([...offered, ...seen].map((advisor) => [advisor.staffId, advisor])).values()];
  }, [board.data, people.data, me]);

  const show = (next: BoardFilters) => setSearch(new URLSearchParams(boardLinkOf(next)), { replace: next.page === filters.page });
  const change = (partial: Partial<BoardFilters>) => show(withChange(filters, partial));

  return (
    <>
      <ScreenHeader title={t('workshop.board.heading')} description={t('workshop.board.intro', { workshop: workshop.name })} />
      <Stack gap="md">
        <BoardFiltersBar filters={filters} advisors={advisors} onChange={change} />
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          {board.data ? <StatusChips counts={board.data.countsByStatus} value={filters.status} onChange={(status) => change({ status })} /> : <span />}
          {isFiltered(filters) ? (
            <Button variant="subtle" onClick={() => show(NO_FILTERS)} style={{ flexShrink: 0 }}>
              {t('workshop.board.clearFilters')}
            </Button>
          ) : null}
        </Group>
        {board.isPending ? (
          <SectionLoader label={t('workshop.board.loading')} />
        ) : board.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(board.error)}
          </Alert>
        ) : (
          <JobBoardTable
            items={board.data.items}
            total={board.data.total}
            page={filters.page}
            sort={filters.sort}
            isFetching={board.isFetching && board.isPlaceholderData}
            formats={formats}
            countryCode={countryCode}
            linkTo={(card) => paths.jobCard(workshopId, card.jobCardId)}
            onOpen={(card) => void navigate(paths.jobCard(workshopId, card.jobCardId))}
            onPage={(page) => change({ page })}
            onSort={(sort) => change({ sort })}
          />
        )}
      </Stack>
    </>
  );
}
