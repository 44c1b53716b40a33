import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Episode, ProgressEntry } from '@myflix/shared'
import type { Availability } from '../lib/availability'
import { EpisodesSection, type EpisodesSectionProps } from './episodes-section'

const episode = (num: number, season = 1): Episode => ({
  id: `e${season}-${num}`,
  season,
  episode_num: num,
  title: '',
  container_extension: 'mp4',
  duration: num === 1 ? 1_500 : null,
  plot: `Enredo ${num}`,
  movie_image: null,
})

function renderSection(overrides: Partial<EpisodesSectionProps> = {}) {
  const props: EpisodesSectionProps = {
    seriesId: '9',
    seriesName: 'Ruas',
    seasons: [1, 2],
    season: 1,
    pending: null,
    episodes: Array.from({ length: 13 }, (_, i) => episode(i + 1)),
    selectedId: null,
    pages: 1,
    loading: false,
    error: false,
    availability: () => 'unknown',
    progress: new Map(),
    marking: false,
    onMark: vi.fn(),
    onSeason: vi.fn(),
    onSelect: vi.fn(),
    onLoadMore: vi.fn(),
    ...overrides,
  }
  render(<EpisodesSection {...props} />)
  return props
}

describe('EpisodesSection', () => {
  it('shows 10 episodes, the rest behind load more, and the first one selected', async () => {
    const props = renderSection()
    expect(screen.getByRole('heading', { name: 'Temporada 1' })).toBeInTheDocument()
    expect(screen.getAllByTestId('episode-card')).toHaveLength(10)
    expect(screen.getByText('Ruas - S01E01')).toBeInTheDocument()
    expect(screen.getByText('25m')).toBeInTheDocument()
    expect(screen.getAllByText('49m')).toHaveLength(9)
    expect(screen.getAllByText('(Selecionado)')).toHaveLength(1)
    await userEvent.click(
      screen.getByRole('button', { name: 'Carregar mais episódios (3 restantes)' }),
    )
    expect(props.onLoadMore).toHaveBeenCalledOnce()
    await userEvent.selectOptions(screen.getByLabelText('Escolher temporada'), '2')
    expect(props.onSeason).toHaveBeenCalledWith(2)
  })

  it('has no picker for a single season and labels unavailable and busy episodes', () => {
    const states: Record<string, Availability> = { 'e1-1': 'unavailable', 'e1-2': 'circuit-open' }
    renderSection({
      seasons: [1],
      episodes: [episode(1), episode(2)],
      pages: 2,
      availability: (id) => states[id] ?? 'available',
    })
    expect(screen.queryByLabelText('Escolher temporada')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Carregar mais/ })).not.toBeInTheDocument()
    expect(screen.getByText('(Indisponível)')).toBeInTheDocument()
    expect(screen.getByText('(Sistema ocupado)')).toBeInTheDocument()
  })

  it.each([
    [{ loading: true }, 'Carregando episódios...'],
    [{ error: true }, 'Erro ao buscar episódios'],
    [{ seasons: [] }, 'Nenhum episódio disponível'],
    [{ pending: 2 }, 'Carregando temporada 2...'],
    [{ episodes: [] }, 'Nenhum episódio encontrado para esta temporada'],
  ] as const)('says so when %o', (overrides, text) => {
    renderSection(overrides as Partial<EpisodesSectionProps>)
    expect(screen.getByText(text)).toBeInTheDocument()
  })
})

const entry = (id: string, position: number, watched = false): ProgressEntry => ({
  kind: 'episode',
  id,
  series_id: '9',
  episode: null,
  programme: null,
  position,
  duration: 1_500,
  watched,
  updated_at: '2026-03-01T00:00:00.000Z',
})

describe('EpisodesSection and the library', () => {
  const progress = new Map([
    ['episode:e1-1', entry('e1-1', 1_500, true)],
    ['episode:e1-2', entry('e1-2', 600)],
  ])

  it('shows a watched mark and a progress bar on the episodes the user watched or started', () => {
    renderSection({ progress })
    const [first, second, third] = screen.getAllByTestId('episode-card')
    expect(first!.querySelector('[data-testid="watched-mark"]')).not.toBeNull()
    expect(first!.querySelector('[data-testid="progress-bar"]')).toBeNull()
    const bar = second!.querySelector('[data-testid="progress-bar"]')
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    expect(
      third!.querySelector('[data-testid="progress-bar"], [data-testid="watched-mark"]'),
    ).toBeNull()
  })

  it('marks one episode, or the whole season, watched or not', async () => {
    const user = userEvent.setup()
    const props = renderSection({ progress })
    await user.click(
      screen.getByRole('button', { name: 'Marcar Ruas - S01E01 como não assistido' }),
    )
    expect(props.onMark).toHaveBeenLastCalledWith([props.episodes[0]], false)
    await user.click(screen.getByRole('button', { name: 'Marcar Ruas - S01E02 como assistido' }))
    expect(props.onMark).toHaveBeenLastCalledWith([props.episodes[1]], true)
    await user.click(screen.getByRole('button', { name: 'Marcar temporada como assistida' }))
    expect(props.onMark).toHaveBeenLastCalledWith(props.episodes, true)
  })

  it('offers to unmark a season whose every episode is watched', () => {
    const episodes = [episode(1), episode(2)]
    renderSection({
      episodes,
      progress: new Map(episodes.map((e) => [`episode:${e.id}`, entry(e.id, 1_500, true)])),
    })
    expect(
      screen.getByRole('button', { name: 'Marcar temporada como não assistida' }),
    ).toBeEnabled()
  })

  it("reaches an episode's mark from its card with →, and comes back with ←", async () => {
    const user = userEvent.setup()
    renderSection()
    const [card] = screen.getAllByTestId('episode-card')
    card!.focus()
    await user.keyboard('{ArrowRight}')
    const mark = screen.getByRole('button', { name: 'Marcar Ruas - S01E01 como assistido' })
    expect(mark).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(card).toHaveFocus()
  })
})
