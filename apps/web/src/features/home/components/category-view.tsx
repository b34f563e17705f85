import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@app/contract';
import { GameListBody } from '../../../components/games/game-list-body';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { useHotGames } from '../../../lib/games/game-queries';
import { useGameList, type GameListData } from '../../../lib/games/use-game-list';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { blockFilter, categorySource, categoryView, moreGamesHref, type CategorySource } from '../config/home-menu';
import { VendorGameList } from './vendor-game-list';

function HotList() {
  const language = useListLanguage();
  const hot = useHotGames(language);
  const data: GameListData = {
    games: hot.data ?? [],
    hasMore: false,
    loadMore: () => undefined,
    isLoading: hot.isPending,
    isLoadingMore: false,
    error: hot.error,
    retry: () => void hot.refetch(),
  };
  return <GameListBody data={data} hot />;
}

/** Categories without a vendor list (sports, e-sports, lottery …): their games, and the full list behind "more games". */
function GenericList({ source }: { source: CategorySource }) {
  const { t } = useTranslation();
  const language = useListLanguage();
  const data = useGameList({ kind: 'list', filter: blockFilter(source) }, PAGE_SIZE.home, language);
  const games = source.keep ? data.games.filter(source.keep) : data.games;
  return (
    <>
      <GameListBody data={{ ...data, games }} />
      <div className="vendor-list__actions">
        <Link to={moreGamesHref(source.gameType)} className="btn btn--primary btn--small" data-testid="vendor-more-games">
          {t('games:moreGames')}
        </Link>
      </div>
    </>
  );
}

/** The home with a category other than HOME selected: that category's list (SPEC §2). */
export function CategoryView({ category }: { category: string }) {
  const { t } = useTranslation();
  const view = categoryView(category);
  const source = categorySource(category);
  const title = t(`categories.${category}`, { defaultValue: category });
  return (
    <section className="category-view" data-testid={`category-view-${category}`} data-view={view} aria-labelledby="category-view-title">
      <h2 className="category-view__title" id="category-view-title">
        <CategoryIcon category={category} size={20} />
        {title}
      </h2>
      {view === 'hot' ? <HotList /> : null}
      {view === 'vendor' && source ? <VendorGameList key={category} category={category} source={source} /> : null}
      {view === 'generic' && source ? <GenericList key={category} source={source} /> : null}
    </section>
  );
}
