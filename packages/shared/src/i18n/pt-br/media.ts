// Answers of the media proxy (/api/media/*). The spec quotes none for these cases, so they are ours;
// the player shows its own spec §8 texts and uses these only as detail.
export const media = {
  forbidden: 'Este link de reprodução não pertence à sua conta.',
  expired: 'O link de reprodução expirou. Abra o conteúdo novamente.',
  cloudGone: 'A nuvem deste conteúdo não existe mais na sua conta.',
  notFound: 'Este conteúdo não está disponível no servidor da nuvem.',
  upstreamFailed: 'Não foi possível obter o vídeo do servidor da nuvem. Tente novamente.',
  blocked: 'O servidor da nuvem redirecionou para um endereço não permitido.',
  playlistTooLarge: 'A lista de reprodução recebida é grande demais.',
  notAnImage: 'O endereço não contém uma imagem.',
  imageTooLarge: 'A imagem é grande demais.',
  imageFailed: 'Não foi possível carregar a imagem.',
  tooManyStreams: 'Há reproduções demais abertas na sua conta. Feche um player e tente novamente.',
  transcodeBusy:
    'O servidor já está convertendo o máximo de vídeos que consegue. Tente novamente em alguns minutos.',
  transcodeFailed: 'Não foi possível converter este vídeo no servidor.',
  noSubtitle: 'Esta legenda não existe neste vídeo.',
} as const
