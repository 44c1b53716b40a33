// Terms of service and privacy policy (spec §1, §2); static pages, last updated 29 June 2025.
export const legal = {
  lastUpdated: 'Última atualização: 29 de junho de 2025',
  terms: {
    title: 'Termos de Serviço',
    intro:
      'Ao criar uma conta e usar o myflix você concorda com estes termos. Leia-os com atenção.',
    playerTitle: '1. O myflix é apenas um player',
    playerBody:
      'O myflix é um reprodutor de mídia. Ele não fornece, não hospeda, não vende e não distribui nenhum filme, série, canal ou outro conteúdo. Tudo o que aparece no aplicativo vem da conta de provedor que você conecta.',
    accountTitle: '2. Sua conta de provedor',
    accountBody:
      'Você é o único responsável pela conta de provedor (nuvem) que conecta: pelo endereço do servidor, usuário e senha informados, e por ter o direito de acessar o conteúdo oferecido por ela. O myflix não tem relação com nenhum provedor.',
    useTitle: '3. Uso permitido',
    useBody:
      'Use o myflix apenas para conteúdos que você tem o direito de assistir e de acordo com as leis do seu país. É proibido usar o aplicativo para violar direitos autorais ou para distribuir conteúdo de terceiros.',
    liabilityTitle: '4. Disponibilidade e responsabilidade',
    liabilityBody:
      'O aplicativo é oferecido como está. Não garantimos a disponibilidade, a qualidade ou a legalidade do conteúdo dos provedores, nem o funcionamento contínuo do serviço.',
    changesTitle: '5. Alterações',
    changesBody:
      'Estes termos podem mudar. A data da última atualização fica no topo desta página; continuar usando o myflix depois de uma mudança significa aceitar a nova versão.',
  },
  privacy: {
    title: 'Política de Privacidade',
    intro: 'Esta política explica quais dados o myflix guarda e por quê.',
    collectedTitle: '1. Dados que guardamos',
    collectedBody:
      'Guardamos o seu email, o seu nome de usuário (opcional), o endereço IP, o modelo do dispositivo, os dados do último login e os endereços (URLs) das nuvens que você conecta.',
    purposeTitle: '2. Para que usamos',
    purposeBody:
      'Usamos esses dados apenas para criar e proteger a sua conta, manter a sua sessão, carregar o conteúdo da sua nuvem e evitar abusos. Não vendemos os seus dados.',
    localTitle: '3. Dados no seu dispositivo',
    localBody:
      'Favoritos, preferências e cópias do catálogo ficam guardados no próprio navegador para que o aplicativo funcione offline. Você pode apagá-los limpando os dados do site ou saindo da conta.',
    rightsTitle: '4. Seus direitos',
    rightsBody:
      'Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento, conforme a Lei Geral de Proteção de Dados (LGPD).',
  },
} as const
