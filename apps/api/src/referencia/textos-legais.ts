/**
 * Textos legais do Aprovei (Termos de Uso, Política de Privacidade e aviso de privacidade da landing page).
 * Os dois primeiros são HTML simples (h2, p, ul, ol, li, strong, em, a; o título é o da página); o popup é texto
 * puro. São a versão 1 de cada texto; as seguintes são publicadas no back office. Os dados da empresa ({{EMPRESA_...}}) vêm da configuração quando o texto é servido.
 */

export const TERMO_DE_USO = `
<h2>1. Quem somos</h2>
<p>O Aprovei é uma plataforma on-line de preparação para provas mantida pela <strong>{{EMPRESA_RAZAO_SOCIAL}}</strong>, pessoa jurídica de direito privado, inscrita no CNPJ sob o nº {{EMPRESA_CNPJ}}, com sede em {{EMPRESA_ENDERECO}} (“Aprovei”, “nós”). A plataforma reúne três ambientes: <strong>Residência</strong>, voltado a provas de residência na área da saúde; <strong>Concursos</strong>, voltado a concursos públicos; e <strong>Aprovei Med</strong>, dedicado à residência médica. Em todos eles oferecemos bancos de questões comentadas, exercícios de fixação de verdadeiro ou falso, simulados com ranking, correção de questões discursivas por professores, calculadora de pontuação de currículo, checklist de estudos e materiais digitais, como e-books.</p>
<p>Estes Termos de Uso regulam o acesso e a utilização de todos os serviços do Aprovei. O tratamento de dados pessoais está descrito na nossa <strong>Política de Privacidade</strong>, que complementa estes Termos.</p>

<h2>2. Aceitação</h2>
<p>Ao criar uma conta, marcar a opção de concordância no cadastro ou utilizar a plataforma, você declara que leu, entendeu e aceita estes Termos. Se não concordar com alguma condição, não utilize o Aprovei.</p>
<p>Menores de 18 anos só podem contratar planos se assistidos ou representados por seus pais ou responsáveis legais.</p>

<h2>3. Conta e segurança</h2>
<ul>
<li>Para usar a maior parte dos recursos é necessário criar uma conta com nome, CPF, apelido, telefone, e-mail e senha. Você se compromete a informar dados verdadeiros, completos e atualizados.</li>
<li>Cada CPF pode ter apenas uma conta.</li>
<li>O apelido aparece para outros usuários nos rankings e comentários. Não use apelidos ofensivos ou que imitem outra pessoa.</li>
<li>Você é responsável por manter em sigilo sua senha e as respostas das perguntas de segurança. Nunca pedimos sua senha por e-mail, telefone ou mensagem.</li>
<li>A conta é pessoal e intransferível. Se perceber qualquer uso não autorizado, altere sua senha imediatamente e avise-nos pela página de Contato.</li>
<li>Você pode baixar seus dados e excluir sua conta a qualquer momento em <strong>Configurações</strong>, conforme explicado na Política de Privacidade.</li>
</ul>

<h2>4. Planos, preços e pagamentos</h2>
<p>Parte do conteúdo depende da contratação de um plano ou da compra avulsa de materiais, como e-books. Preço, duração, recursos incluídos e condições de cada plano são informados na página de contratação antes da confirmação da compra.</p>
<ul>
<li><strong>Cartão de crédito:</strong> o pagamento pode ser parcelado no número de parcelas exibido no checkout, <strong>sem juros</strong> cobrados pelo Aprovei. Encargos eventualmente cobrados pela administradora do seu cartão, como os decorrentes de atraso no pagamento da fatura, são de responsabilidade do titular.</li>
<li><strong>Pix:</strong> o pagamento é feito à vista, por QR Code ou código “copia e cola”, dentro do prazo de validade indicado. O acesso é liberado após a confirmação do pagamento pelo gateway, o que normalmente leva poucos minutos.</li>
<li>Os pagamentos são processados por um gateway de pagamento parceiro. O Aprovei não armazena o número do cartão nem o código de segurança (CVV), apenas o token fornecido pelo gateway, a bandeira, os quatro últimos dígitos, a validade, o nome do titular e o endereço de cobrança.</li>
<li>Em caso de recusa do pagamento, estorno, contestação (chargeback) ou indício de fraude, o acesso ao plano correspondente pode ser suspenso até a regularização.</li>
</ul>

<h2>5. Renovação automática e cancelamento</h2>
<p>Os planos pagos com cartão de crédito são renovados automaticamente ao fim de cada período, pelo mesmo prazo, com cobrança no cartão cadastrado. Se o preço do plano tiver sido reajustado, você será avisado por e-mail antes da renovação. Planos pagos via Pix não são renovados automaticamente.</p>
<p>Você pode desativar a renovação automática a qualquer momento em <strong>Configurações</strong>, sem custo e sem precisar justificar. O cancelamento da renovação impede novas cobranças, mas não interrompe o período já pago: o acesso continua até a data de término do plano. As parcelas de compras já realizadas continuam sendo lançadas normalmente na fatura do cartão, salvo no caso de arrependimento descrito a seguir.</p>

<h2>6. Direito de arrependimento</h2>
<p>Nos termos do art. 49 do Código de Defesa do Consumidor (Lei nº 8.078/1990), você pode desistir de qualquer compra feita pela plataforma no prazo de <strong>7 (sete) dias corridos</strong>, contados da contratação, sem precisar apresentar motivo.</p>
<p>Para exercer esse direito, use a página de Contato ou escreva para contato@aprovei.dev informando o e-mail da sua conta. Os valores pagos serão devolvidos integralmente pelo mesmo meio de pagamento: no cartão, o estorno aparece na fatura conforme os prazos da administradora; no Pix, a devolução é feita para a conta de origem. Com o reembolso, o acesso ao plano ou material é encerrado.</p>
<p>Após o prazo de 7 dias, não há reembolso proporcional de períodos não utilizados, exceto em caso de falha na prestação do serviço imputável ao Aprovei ou quando a lei determinar de outra forma.</p>

<h2>7. Plano Estagiário</h2>
<p>O plano <strong>Estagiário</strong> (ESTAGIARIO) é uma modalidade de acesso reduzido, pensada para que você conheça o funcionamento do Aprovei antes de contratar um plano completo. Nele, o acesso fica limitado a <strong>5 questões</strong> e <strong>13 exercícios de fixação</strong> pré-selecionados pelo Aprovei. Não é possível escolher quais itens serão liberados, e os demais recursos podem ficar indisponíveis ou restritos, conforme indicado na própria plataforma.</p>
<p>A seleção desses conteúdos pode ser alterada a qualquer momento, e você pode contratar um plano completo quando quiser.</p>

<h2>8. Uso aceitável</h2>
<p>Ao usar o Aprovei, você se compromete a não:</p>
<ul>
<li>compartilhar sua conta, senha ou acesso com outras pessoas, nem vender, alugar ou ceder o acesso, ainda que gratuitamente;</li>
<li>copiar, extrair ou coletar conteúdo de forma automatizada (scraping, robôs, crawlers ou scripts) ou em volume incompatível com o estudo pessoal;</li>
<li>reproduzir, distribuir ou comercializar questões, comentários, explicações, simulados ou e-books, inclusive em grupos de mensagens e redes sociais;</li>
<li>tentar burlar limites de plano ou mecanismos de segurança e de pagamento, ou acessar áreas e dados de outros usuários;</li>
<li>manipular rankings de simulados, por exemplo com várias contas ou meios automatizados;</li>
<li>enviar vírus ou códigos maliciosos, ou sobrecarregar intencionalmente a infraestrutura da plataforma.</li>
</ul>
<p><strong>Comentários e reações.</strong> Seja respeitoso: não são permitidos conteúdos ofensivos, discriminatórios, difamatórios ou ilegais, spam, propaganda, dados pessoais de terceiros (inclusive de pacientes) nem material que viole direitos autorais. Os comentários podem ser moderados: o Aprovei pode ocultá-los ou removê-los quando violarem estas regras. Você é responsável pelo conteúdo que publica.</p>
<p>O descumprimento destas regras pode levar a advertência, remoção de conteúdo, suspensão ou encerramento da conta, assegurado o direito de você apresentar sua versão pela página de Contato. Não há reembolso quando o encerramento decorrer de violação grave, como o compartilhamento ou a revenda de acesso.</p>

<h2>9. Propriedade intelectual</h2>
<p>Comentários de questões, explicações, exercícios de fixação, simulados, e-books, marcas, layout e software do Aprovei são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998) e pela Lei da Propriedade Industrial (Lei nº 9.279/1996) e pertencem ao Aprovei ou a seus licenciantes. Enunciados de questões de provas e concursos anteriores são utilizados para fins educacionais; a seleção, a organização, a classificação por tema e os comentários são de autoria do Aprovei.</p>
<p>A contratação concede a você uma licença pessoal, limitada, não exclusiva e intransferível para acessar o conteúdo durante a vigência do plano, exclusivamente para estudo individual. E-books adquiridos são de uso pessoal e não podem ser redistribuídos.</p>
<p>Ao publicar comentários ou enviar respostas, você continua titular do seu conteúdo, mas concede ao Aprovei licença gratuita e não exclusiva para armazená-lo, exibi-lo na plataforma e utilizá-lo na operação do serviço enquanto ele estiver publicado.</p>

<h2>10. Correção de questões discursivas</h2>
<p>Nos planos que incluem esse recurso, você pode enviar respostas escritas a questões abertas para correção individual por professores do Aprovei, com avaliação e comentários pedagógicos. Os prazos de devolução informados são estimativas e podem variar em períodos de alta demanda.</p>
<p>A correção tem caráter exclusivamente educacional e não garante a nota que você obterá na prova real, que depende dos critérios de cada banca examinadora. As respostas enviadas devem ser de sua autoria e não podem conter dados de pacientes nem outras informações sigilosas.</p>

<h2>11. Simulados, rankings e ferramentas de apoio</h2>
<p>Nos simulados, seu apelido e seu desempenho podem aparecer no ranking visível a outros participantes. A calculadora de pontuação de currículo oferece apenas uma estimativa, baseada nas informações que você insere; o resultado oficial é sempre o da instituição organizadora, e cabe a você conferir o edital vigente.</p>

<h2>12. Disponibilidade do serviço</h2>
<p>Trabalhamos para manter o Aprovei disponível 24 horas por dia, mas não garantimos funcionamento ininterrupto ou livre de erros. Podem ocorrer interrupções para manutenção, falhas de fornecedores (hospedagem, gateway de pagamento, envio de e-mails), problemas de conexão ou eventos de força maior.</p>
<p>Podemos incluir, alterar ou retirar funcionalidades e conteúdos para melhorar o serviço. Se uma mudança reduzir de forma essencial o que foi contratado, ou se uma indisponibilidade prolongada causada por nós prejudicar o uso de um plano pago, você poderá pedir pela página de Contato a extensão do prazo de acesso ou o cancelamento com reembolso proporcional ao período restante.</p>

<h2>13. Limitação de responsabilidade</h2>
<p>O Aprovei é uma ferramenta de apoio ao estudo e não garante aprovação em qualquer prova, residência ou concurso. Apesar do cuidado na elaboração e na revisão, comentários e gabaritos podem conter erros ou ficar desatualizados por mudanças de legislação, de diretrizes clínicas ou de entendimento das bancas; se encontrar algum problema, avise-nos. O conteúdo não constitui orientação clínica para o atendimento de pacientes.</p>
<p>Na extensão permitida pela lei, o Aprovei não responde por danos decorrentes do uso indevido da conta por culpa do titular, de falhas nos equipamentos ou na conexão do usuário, de conteúdo publicado por outros usuários ou de serviços de terceiros fora do nosso controle. Nada nestes Termos exclui ou limita direitos que o Código de Defesa do Consumidor assegura a você.</p>

<h2>14. Alterações destes Termos</h2>
<p>Podemos atualizar estes Termos para refletir mudanças no serviço ou na legislação, e a data da última atualização fica indicada no início do documento. Mudanças relevantes serão comunicadas por e-mail ou por aviso na plataforma com pelo menos 15 dias de antecedência e não se aplicam, em seu prejuízo, a períodos já pagos. Se não concordar com as novas condições, você pode cancelar a renovação automática ou excluir sua conta.</p>

<h2>15. Lei aplicável e foro</h2>
<p>Estes Termos são regidos pelas leis da República Federativa do Brasil, em especial o Código de Defesa do Consumidor, o Marco Civil da Internet (Lei nº 12.965/2014) e a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018). Fica eleito o foro do domicílio do consumidor para resolver qualquer controvérsia, sem prejuízo do direito de recorrer aos órgãos de defesa do consumidor, como o Procon e a plataforma consumidor.gov.br. Antes disso, convidamos você a falar conosco para buscarmos uma solução amigável.</p>

<h2>16. Contato</h2>
<p>Dúvidas, sugestões, reclamações e pedidos relacionados a estes Termos podem ser enviados pela página <a href="/suporte">Contato</a> ou pelo e-mail <a href="mailto:contato@aprovei.dev">contato@aprovei.dev</a>. As mensagens enviadas pela página de Contato ficam registradas e são respondidas no e-mail da sua conta.</p>
`;

export const POLITICA_PRIVACIDADE = `
<p>Esta Política explica como o Aprovei trata os dados pessoais de quem usa as plataformas Residência, Concursos e Aprovei Med, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e com o Marco Civil da Internet (Lei nº 12.965/2014). Procuramos escrevê-la em linguagem direta; se algo não ficar claro, fale com a gente.</p>

<h2>1. Controlador e encarregado</h2>
<p>A controladora dos seus dados pessoais é a <strong>{{EMPRESA_RAZAO_SOCIAL}}</strong>, CNPJ {{EMPRESA_CNPJ}}, com sede em {{EMPRESA_ENDERECO}}, responsável pelas decisões sobre o tratamento descrito nesta Política.</p>
<p>Nosso encarregado pelo tratamento de dados pessoais (DPO) pode ser contatado pelo e-mail <a href="mailto:privacidade@aprovei.dev">privacidade@aprovei.dev</a>. Para assuntos gerais, use a página <a href="/suporte">Contato</a> ou o e-mail <a href="mailto:contato@aprovei.dev">contato@aprovei.dev</a>.</p>

<h2>2. Quais dados tratamos, para quê e com qual base legal</h2>
<ul>
<li><strong>Dados de cadastro</strong>: nome, CPF, apelido, telefone e e-mail. Usamos esses dados para criar e manter sua conta, identificar você, evitar contas duplicadas, enviar comunicações sobre o serviço e emitir documentos fiscais. Bases legais: execução de contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II).</li>
<li><strong>Credenciais de acesso</strong>: senha, guardada apenas como hash, e respostas às perguntas de segurança, usadas para autenticar você e permitir a recuperação do acesso. Bases legais: execução de contrato e legítimo interesse na prevenção de fraudes e acessos indevidos (art. 7º, IX).</li>
<li><strong>Dados de estudo</strong>: respostas a questões e exercícios de fixação, resultados e posição em simulados, itens do checklist, informações inseridas na calculadora de pontuação de currículo e respostas discursivas enviadas para correção, com as respectivas correções, tudo com data e hora. Servem para prestar o serviço, mostrar suas estatísticas de desempenho, montar rankings e viabilizar as correções. Base legal: execução de contrato.</li>
<li><strong>Comentários e reações</strong>, com data e hora, exibidos a outros usuários junto com seu apelido. Bases legais: execução de contrato e legítimo interesse na moderação e na segurança da comunidade.</li>
<li><strong>Dados de contratação e pagamento</strong>: planos e materiais contratados, contratos, valores, parcelas, situação dos pagamentos e identificadores de transação. No caso de cartão, guardamos somente o token gerado pelo gateway, a bandeira, os quatro últimos dígitos, a validade, o nome do titular e o endereço de cobrança. Servem para processar pagamentos e renovações, atender pedidos de reembolso, prevenir fraudes e cumprir obrigações fiscais. Bases legais: execução de contrato, obrigação legal e legítimo interesse.</li>
<li><strong>Mensagens de suporte</strong>: conteúdo das mensagens enviadas pela página de Contato e respectivas respostas, para atender você e registrar o atendimento. Bases legais: execução de contrato e exercício regular de direitos (art. 7º, VI).</li>
<li><strong>Registros de acesso</strong>: endereço IP, data e hora de acesso à plataforma, que somos obrigados a guardar pelo art. 15 do Marco Civil da Internet. Bases legais: obrigação legal e legítimo interesse na segurança.</li>
<li><strong>Parâmetros de campanha (UTM)</strong>: informações como origem, meio e nome da campanha presentes no link pelo qual você chegou ao Aprovei, associadas ao seu cadastro para sabermos quais divulgações e parcerias funcionam. Base legal: consentimento (art. 7º, I), que você pode revogar a qualquer momento, sem prejuízo ao uso da plataforma. Esses dados não são usados para publicidade personalizada nem repassados a redes de anúncios.</li>
</ul>
<p>Não tratamos intencionalmente dados pessoais sensíveis. Pedimos que você não inclua dados de saúde de pacientes, nem outros dados sensíveis seus ou de terceiros, em comentários, respostas discursivas ou mensagens de suporte. Também não tomamos decisões baseadas unicamente em tratamento automatizado que afetem seus interesses; rankings e estatísticas apenas refletem o seu desempenho.</p>

<h2>3. Dados de cartão e pagamentos</h2>
<p>Os dados do cartão que você digita no checkout são enviados diretamente ao gateway de pagamento, que realiza a transação sob as regras de segurança do setor de cartões (PCI DSS). O Aprovei <strong>nunca armazena o número completo do cartão nem o código de segurança (CVV)</strong>. Para a renovação automática, usamos o token fornecido pelo gateway, que só tem validade dentro do próprio gateway. Pagamentos via Pix são processados pelo gateway e pelas instituições financeiras envolvidas, e recebemos apenas a confirmação e os dados da transação.</p>

<h2>4. Por quanto tempo guardamos os dados</h2>
<ul>
<li><strong>Dados de conta, de estudo, comentários e reações</strong>: enquanto sua conta estiver ativa. Quando você exclui a conta, eles são apagados ou anonimizados, de modo que não possam mais ser associados a você.</li>
<li><strong>Registros fiscais e de pagamento</strong> (contratos, transações e documentos fiscais): por <strong>5 anos</strong>, prazo previsto na legislação tributária, ou por mais tempo se houver processo em andamento que os envolva.</li>
<li><strong>Registros de acesso</strong>: por 6 meses, como exige o Marco Civil da Internet, salvo ordem judicial ou requisição de autoridade competente que determine prazo maior.</li>
<li><strong>Mensagens de suporte</strong>: pelo tempo necessário ao atendimento e, depois, por até 5 anos, prazo prescricional previsto no Código de Defesa do Consumidor, para a defesa em eventuais reclamações.</li>
<li><strong>Parâmetros UTM</strong>: até a revogação do consentimento ou a exclusão da conta.</li>
</ul>
<p>Cópias de segurança (backups) são mantidas por período limitado e sobrescritas no ciclo normal de rotação. Encerrados os prazos acima, os dados são eliminados ou anonimizados, conforme o art. 16 da LGPD.</p>

<h2>5. Com quem compartilhamos</h2>
<p>O Aprovei <strong>não vende, não aluga e não comercializa</strong> dados pessoais. Compartilhamos apenas o necessário com:</p>
<ul>
<li><strong>gateway de pagamento</strong>, para processar pagamentos por cartão e Pix, renovações e estornos;</li>
<li><strong>provedor de envio de e-mails</strong> (SMTP), para mensagens de cadastro, recuperação de senha, comprovantes, avisos e respostas ao suporte;</li>
<li><strong>provedores de hospedagem e infraestrutura</strong>, onde ficam os servidores e os bancos de dados da plataforma;</li>
<li><strong>professores corretores</strong>, que acessam as respostas discursivas enviadas para correção e apenas as informações necessárias para identificá-las;</li>
<li><strong>autoridades públicas</strong>, quando houver obrigação legal, ordem judicial ou requisição de autoridade competente.</li>
</ul>
<p>Esses parceiros só podem usar os dados para as finalidades contratadas, com obrigações de confidencialidade e segurança. Outros usuários veem apenas seu apelido, seus comentários e reações e sua posição nos rankings.</p>

<h2>6. Transferência internacional</h2>
<p>Alguns fornecedores, especialmente de hospedagem e de envio de e-mails, podem armazenar ou processar dados em servidores localizados fora do Brasil. Nesses casos, a transferência é feita com base nos mecanismos do art. 33 da LGPD, como as cláusulas-padrão contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD), e apenas para fornecedores que ofereçam nível de proteção adequado.</p>

<h2>7. Como protegemos seus dados</h2>
<ul>
<li>toda a comunicação com a plataforma é criptografada por <strong>HTTPS</strong>;</li>
<li>senhas são armazenadas somente como hash com o algoritmo <strong>argon2id</strong>, que não permite recuperar a senha original, nem mesmo por nossa equipe;</li>
<li>o acesso aos sistemas e bancos de dados é <strong>restrito</strong> às pessoas que precisam dele para suas funções, com credenciais individuais;</li>
<li>não armazenamos número de cartão nem CVV;</li>
<li>mantemos cópias de segurança e registros que ajudam a identificar e investigar acessos indevidos.</li>
</ul>
<p>Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as pessoas afetadas, conforme o art. 48 da LGPD. Você também ajuda a proteger sua conta usando uma senha forte e exclusiva e não a compartilhando com ninguém.</p>

<h2>8. Cookies e armazenamento local</h2>
<p>O Aprovei usa apenas itens <strong>essenciais</strong> gravados no seu navegador (cookies ou armazenamento local), sem os quais a plataforma não funciona corretamente:</p>
<ul>
<li><strong>token de sessão</strong>: mantém você conectado com segurança e é descartado quando você sai da conta ou quando a sessão expira;</li>
<li><strong>plataforma escolhida</strong>: lembra se você está usando Residência, Concursos ou Aprovei Med;</li>
<li><strong>termos</strong>: registra que você já viu o aviso de privacidade, para que ele não seja exibido a cada visita.</li>
</ul>
<p>Não usamos cookies de publicidade, ferramentas de rastreamento de terceiros nem anúncios. Você pode apagar esses itens nas configurações do navegador, mas precisará entrar novamente na conta e escolher a plataforma outra vez.</p>

<h2>9. Seus direitos</h2>
<p>O art. 18 da LGPD garante a você, entre outros, os direitos de:</p>
<ol>
<li>confirmar a existência de tratamento dos seus dados;</li>
<li>acessar os dados;</li>
<li>corrigir dados incompletos, inexatos ou desatualizados;</li>
<li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;</li>
<li>obter a portabilidade dos dados a outro fornecedor;</li>
<li>pedir a eliminação dos dados tratados com base no consentimento;</li>
<li>saber com quais entidades públicas e privadas compartilhamos seus dados;</li>
<li>ser informado sobre a possibilidade de não dar consentimento e sobre as consequências da recusa;</li>
<li>revogar o consentimento a qualquer momento.</li>
</ol>
<p>Você também pode se opor a tratamentos baseados em outras hipóteses legais quando houver descumprimento da LGPD.</p>
<p>Vários desses direitos podem ser exercidos diretamente em <strong>Configurações</strong>:</p>
<ul>
<li><strong>Baixar meus dados</strong>: gera um arquivo JSON com seus dados de cadastro, respostas, comentários, reações, contratos e pagamentos, que você pode guardar ou levar a outro serviço;</li>
<li><strong>Excluir minha conta</strong>: apaga ou anonimiza seus dados pessoais e encerra o acesso à plataforma, inclusive a planos vigentes, impedindo novas cobranças de renovação. Os registros de pagamento e fiscais são mantidos pelo prazo que a lei exige, conforme a seção 4. A exclusão não pode ser desfeita.</li>
</ul>
<p>Você pode corrigir seus dados de cadastro na própria plataforma. Para os demais pedidos, escreva para <a href="mailto:privacidade@aprovei.dev">privacidade@aprovei.dev</a>. Podemos pedir informações adicionais para confirmar sua identidade antes de atender o pedido, para evitar que terceiros acessem seus dados. O atendimento é gratuito, e responderemos no prazo previsto na LGPD.</p>

<h2>10. Crianças e adolescentes</h2>
<p>O Aprovei é destinado a estudantes que se preparam para residências e concursos públicos, em geral maiores de idade, e não é direcionado a crianças. Adolescentes só devem usar a plataforma com o conhecimento e a autorização de seus pais ou responsáveis, e os dados de crianças e adolescentes são tratados sempre em seu melhor interesse, conforme o art. 14 da LGPD. Se identificarmos dados de criança coletados sem o consentimento de um dos pais ou responsável, eles serão eliminados.</p>

<h2>11. Alterações desta Política</h2>
<p>Esta Política pode ser atualizada para refletir mudanças na plataforma ou na legislação. A data da última atualização fica indicada no início do documento. Mudanças relevantes, especialmente as que envolvam novas finalidades ou novos compartilhamentos, serão comunicadas por e-mail ou por aviso na plataforma e, quando necessário, pediremos novamente o seu consentimento.</p>

<h2>12. Reclamações à ANPD</h2>
<p>Se você entender que seus direitos não foram respeitados, pode apresentar petição à Autoridade Nacional de Proteção de Dados (ANPD), conforme o art. 18, § 1º, da LGPD, pelo site <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>. Recomendamos que fale antes com nosso encarregado, para tentarmos resolver a questão diretamente.</p>

<h2>13. Contato</h2>
<p>Encarregado (DPO): <a href="mailto:privacidade@aprovei.dev">privacidade@aprovei.dev</a>. Atendimento geral: página <a href="/suporte">Contato</a> ou <a href="mailto:contato@aprovei.dev">contato@aprovei.dev</a>.</p>
`;

export const POPUP_POLITICAS_PRIVACIDADE = `O Aprovei usa apenas armazenamento local essencial no seu navegador, para manter sua sessão ativa, lembrar a plataforma escolhida e registrar que você viu este aviso. Não usamos cookies de publicidade nem rastreadores de terceiros. Saiba como tratamos seus dados na nossa Política de Privacidade.`;
