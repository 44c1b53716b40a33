import type { Random } from '../random'
import { intBetween, pick, pickSome } from '../random'
import {
  ADJECTIVES,
  FEMININE_NOUNS,
  FIRST_NAMES,
  MASCULINE_NOUNS,
  PLACES,
  PLOT_EVENTS,
  PLOT_GOALS,
  PLOT_HEROES,
  SURNAMES,
} from './words'

export function makeTitle(random: Random): string {
  const feminine = random() < 0.5
  const noun = feminine ? pick(random, FEMININE_NOUNS) : pick(random, MASCULINE_NOUNS)
  const article = feminine ? 'A' : 'O'
  const [masc, fem] = pick(random, ADJECTIVES)
  const adjective = feminine ? fem : masc
  const shape = random()
  if (shape < 0.35) return `${article} ${noun} ${adjective}`
  if (shape < 0.6) return `${article} ${noun} de ${pick(random, PLACES)}`
  if (shape < 0.75) return `${noun} ${adjective}`
  if (shape < 0.9) return `${article} ${noun} ${adjective} ${intBetween(random, 2, 3)}`
  const other = random() < 0.5 ? pick(random, FEMININE_NOUNS) : pick(random, MASCULINE_NOUNS)
  return `${noun} e ${other}`
}

export function makePerson(random: Random): string {
  return `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)}`
}

export function makeCast(random: Random): string {
  return pickSome(random, FIRST_NAMES, intBetween(random, 2, 4))
    .map((first) => `${first} ${pick(random, SURNAMES)}`)
    .join(', ')
}

export function makePlot(random: Random): string {
  const hero = pick(random, PLOT_HEROES)
  return `Quando ${hero} ${pick(random, PLOT_EVENTS)}, ${pick(random, PLOT_GOALS)}.`
}
